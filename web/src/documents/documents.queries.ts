import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/api-context';
import { type Api, data } from '../api/client';
import { multipartBody } from '../api/form-data';
import type { components } from '../api/schema';
import { applicationKeys } from '../applications/application.queries';

export type StaffAttachments = components['schemas']['StaffAttachments'];
export type StaffAttachment = StaffAttachments['attachments'][number];
export type ChecklistItem = StaffAttachments['checklist'][number];
export type ChecklistState = ChecklistItem['state'];

/**
 * The documents and the checklist, under the application's key: an action or an upload that
 * invalidates the application reads them again too.
 */
export function documentsQuery(api: Api, applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.part(applicationId, 'documents'),
    queryFn: ({ signal }) =>
      data(api.client.GET('/api/v1/staff/applications/{id}/attachments', { params: { path: { id: applicationId } }, signal })),
  });
}

/** The staff link of a file; `inline` for the viewer (the service still serves it sandboxed). */
export function fileUrl(applicationId: string, attachmentId: string, disposition: 'inline' | 'attachment'): string {
  const path = `/api/v1/staff/applications/${encodeURIComponent(applicationId)}/attachments/${encodeURIComponent(attachmentId)}/file`;
  return disposition === 'inline' ? `${path}?disposition=inline` : path;
}

export interface DocumentUpload {
  readonly file: File;
  readonly type: string;
  readonly title: string;
  readonly description: string;
  readonly internal: boolean;
}

/** A staff upload (multipart): the application moves on a version, so it is read again with its documents. */
export function useDocumentUpload(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) =>
      data(
        api.client.POST('/api/v1/staff/applications/{id}/attachments', {
          params: { path: { id: applicationId } },
          // Text fields before the file: the service decides what it can before reading a byte of it.
          body: multipartBody({
            type: upload.type,
            title: upload.title,
            description: upload.description.trim() || undefined,
            internal: upload.internal ? 'true' : undefined,
            file: upload.file,
          }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId) }),
  });
}
