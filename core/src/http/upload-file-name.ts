import type { UploadedFile } from './multipart.js';

/**
 * An upload's file name as the client meant it: multer reads names as latin1, while browsers and curl send
 * UTF-8 ("relatório 1.pdf"); a name that is no valid UTF-8 is kept as read.
 */
export function uploadFileName(file: Pick<UploadedFile, 'originalname'>): string {
  const utf8 = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? file.originalname : utf8;
}
