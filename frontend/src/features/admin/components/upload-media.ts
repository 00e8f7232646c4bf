import { API_PATHS } from '@dental/contracts';
import type { UploadedImage } from '@dental/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Sends one image to POST /api/media as the multipart field `file`, reporting progress (0-1).
 * XMLHttpRequest rather than the API client's fetch: only it reports how much of a request body
 * has gone out. A refusal becomes the same ApiError as any other call, with the server's message.
 */
export function uploadMedia(
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', API_PATHS.uploadImage.path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable && progress.total > 0) onProgress(progress.loaded / progress.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedImage);
        } catch {
          reject(
            new ApiError(request.status, request.statusText, 'The server answered in a way this page cannot read.'),
          );
        }
        return;
      }
      reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () =>
      reject(new Error('The upload did not reach the server. Check the connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, fileName);
    request.send(body);
  });
}

/** What to tell an admin about a failed upload: the server's own message when it gave one. */
export function uploadProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return 'Your session has ended. Sign in again, then upload the image.';
    if (error.status === 413) return 'This image is larger than 10 MB. Choose a smaller file.';
    return `The upload failed (${error.status}). Please try again.`;
  }
  if (error instanceof Error) return error.message;
  return 'The upload failed. Please try again.';
}
