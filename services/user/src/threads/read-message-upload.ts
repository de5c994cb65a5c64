import busboy from 'busboy';
import type { Request } from 'express';
import { THREAD_FILE_MAX_BYTES, THREAD_FILE_MAX_COUNT, THREAD_MESSAGE_MAX_LENGTH } from '@agency/contracts';
import { AppError } from '@agency/server-kit';

export interface UploadedFile {
  name: string;
  data: Buffer;
  /** More bytes came than a file may have; the rest was not kept. */
  tooLarge: boolean;
}

export interface MessageUpload {
  body: unknown;
  files: UploadedFile[];
  /** More files came than a message may carry. */
  tooMany: boolean;
}

const badUpload = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

/**
 * The message of a multipart POST: a `body` field and `files`. Each file is read into memory up to one
 * byte past the limit (10 MB), so a post is judged whole before anything is stored; the rest of an
 * over-size file or of extra files is read and dropped, so the caller gets the answer, not a reset.
 */
export function readMessageUpload(req: Request): Promise<MessageUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names in UTF-8 (with " as %22, as the HTML form encoding says).
        defParamCharset: 'utf8',
        limits: { files: THREAD_FILE_MAX_COUNT, fileSize: THREAD_FILE_MAX_BYTES + 1, fields: 10, fieldSize: THREAD_MESSAGE_MAX_LENGTH * 4 },
      });
    } catch {
      return reject(badUpload('Send the message as multipart/form-data with a body field and files.'));
    }
    const upload: MessageUpload = { body: undefined, files: [], tooMany: false };
    parser.on('field', (name, value) => {
      if (name === 'body') upload.body = value;
    });
    parser.on('file', (_field, stream, info) => {
      const chunks: Buffer[] = [];
      const file: UploadedFile = {
        name: info.filename ? info.filename.replace(/%22/g, '"') : 'file',
        data: Buffer.alloc(0),
        tooLarge: false,
      };
      upload.files.push(file);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A form cut off inside a file fails the file's stream too; the parser's error below answers.
      stream.on('error', () => undefined);
      stream.on('limit', () => (file.tooLarge = true));
      stream.on('close', () => (file.data = file.tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks)));
    });
    parser.on('filesLimit', () => (upload.tooMany = true));
    parser.on('error', () => reject(badUpload('The upload could not be read. Please try again.')));
    parser.on('close', () => resolve(upload));
    req.pipe(parser);
  });
}
