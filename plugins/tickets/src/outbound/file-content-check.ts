import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { AppError, type UploadedFile } from '@balcao/core';

/** names a customer's phone opens as media or a document, never as a web page */
const mediaExtensions = new Set(
  'png jpg jpeg gif webp bmp pdf mp3 mp4 ogg oga opus m4a aac wav amr 3gp mov webm doc docx xls xlsx ppt pptx zip'.split(
    ' ',
  ),
);
const htmlStart = /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/**
 * Refuses a file sent to a customer whose bytes are a web page while its name says media: Whaticket's client,
 * fetching a quick reply's file from a link that pointed at its own origin, got its index.html back and posted
 * it as "logo.png", and the customer received an .html file (issue 31). 400 ERR_FILE_TYPE_MISMATCH, nothing sent.
 */
export async function ensureContentMatchesName(file: UploadedFile, name: string): Promise<void> {
  if (!mediaExtensions.has(extname(name).slice(1).toLowerCase())) return;
  const handle = await open(file.path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    if (htmlStart.test(buffer.subarray(0, bytesRead).toString('latin1')))
      throw new AppError('ERR_FILE_TYPE_MISMATCH', 400);
  } finally {
    await handle.close();
  }
}
