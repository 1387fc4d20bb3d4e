/**
 * The public dataset's stable URLs (specimen-dataset.public.routes.ts serves them): the latest version,
 * each version, and the feed. One place, so the EML, the feed and the routes agree.
 */

export const DATASET_PATH = '/api/v1/public/datasets/specimens';
export const DATASET_FEED_PATH = '/api/v1/public/datasets/rss';

export function datasetUrlsOf(publicBaseUrl: string) {
  const root = `${publicBaseUrl.replace(/\/+$/, '')}${DATASET_PATH}`;
  return {
    latest: { dwca: `${root}/dwca`, eml: `${root}/eml.xml` },
    version: (n: number) => ({ base: `${root}/versions/${n}`, dwca: `${root}/versions/${n}/dwca`, eml: `${root}/versions/${n}/eml.xml` }),
    feed: `${publicBaseUrl.replace(/\/+$/, '')}${DATASET_FEED_PATH}`,
  };
}
