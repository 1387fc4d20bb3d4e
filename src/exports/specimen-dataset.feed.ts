import { escapeHtml as escapeXml } from '../shared/html.js';
import { changesText } from './specimen-dataset.diff.js';
import type { DatasetVersionRow } from './specimen-dataset.repository.js';
import { datasetUrlsOf } from './specimen-dataset.urls.js';

/**
 * The dataset's RSS 2.0 feed, pure, as GBIF's Integrated Publishing Toolkit writes its resource feed
 * (gbif/ipt `rss.ftl`): an item per published version, newest first, each with `ipt:eml` and
 * `ipt:dwca` (the version's eml.xml and archive, at their versioned URLs), the change summary as the
 * description and the EML packageId as the guid, so a harvester sees every new version as a new item.
 */

export type FeedVersion = Omit<DatasetVersionRow, 'eml'>;

/** RFC 822 dates, as RSS 2.0 wants them: `Wed, 02 Dec 2026 14:00:00 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function datasetFeedXml(publicBaseUrl: string, authority: string, versions: readonly FeedVersion[]): string {
  const x = escapeXml;
  const urls = datasetUrlsOf(publicBaseUrl);
  const title = `Specimens collected under permits issued by ${authority}`;
  const newest = versions[0];
  const items = versions.flatMap((v) => {
    const at = urls.version(v.version);
    const previous = v.version > 1 ? v.version - 1 : undefined;
    const changes = changesText({ rows: v.row_count, added: v.rows_added, removed: v.rows_removed, changed: v.rows_changed }, previous);
    return [
      '    <item>',
      `      <title>${x(title)} - Version ${v.version}</title>`,
      `      <link>${x(at.dwca)}</link>`,
      `      <description>${x(changes)}</description>`,
      `      <ipt:eml>${x(at.eml)}</ipt:eml>`,
      `      <ipt:dwca>${x(at.dwca)}</ipt:dwca>`,
      `      <pubDate>${rfc822(v.published_at)}</pubDate>`,
      `      <guid isPermaLink="false">${x(at.base)}</guid>`,
      '    </item>',
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:ipt="http://ipt.gbif.org/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${x(title)}</title>`,
    `    <link>${x(urls.latest.dwca)}</link>`,
    `    <atom:link href="${x(urls.feed)}" rel="self" type="application/rss+xml"/>`,
    `    <description>Resource metadata of ${x(title)}: a version for every change of the accepted collection reports.</description>`,
    '    <language>en-us</language>',
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rfc822(newest.published_at)}</lastBuildDate>`]),
    '    <generator>biopermit</generator>',
    '    <docs>https://www.rssboard.org/rss-specification</docs>',
    '    <ttl>60</ttl>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
