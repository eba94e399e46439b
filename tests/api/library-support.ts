import type { LightMyRequestResponse } from 'fastify';
import { COOKIE, HEADER } from '../../contract/constants';
import type { TestServer } from './support/build';
import type { ApiClient } from './support/client';

export const DOC = '/api/ms/doc/api/user';

export interface UploadFile {
  name: string;
  content: string | Buffer;
  type?: string;
}

/** A multipart/form-data body the way a browser's FormData builds it. */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----librarium${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One chunk of a resumable upload (spec §3 'Upload chunk parameters') as the browser's upload engine posts it. */
export interface ChunkRequest {
  identifier: string;
  filename: string;
  data: Buffer;
  chunkSize: number;
  chunkNumber: number;
  fileMd5: string;
}

export function chunkBody({ identifier, filename, data, chunkSize, chunkNumber, fileMd5 }: ChunkRequest) {
  const bytes = data.subarray((chunkNumber - 1) * chunkSize, chunkNumber * chunkSize);
  return multipart([{ name: 'blob', content: bytes }], {
    chunkNumber: String(chunkNumber),
    chunkSize: String(chunkSize),
    currentChunkSize: String(bytes.length),
    totalSize: String(data.length),
    identifier,
    filename,
    relativePath: '',
    totalChunks: String(Math.ceil(data.length / chunkSize)),
    fileMd5,
  });
}

/** The cookies and headers the web client sends for `client`'s session. */
export function sessionHeaders(client: ApiClient) {
  const cookies = [COOKIE.session, COOKIE.csrf, COOKIE.language].filter((name) => client.cookie(name)).map((name) => `${name}=${client.cookie(name)}`);
  return {
    cookie: cookies.join('; '),
    ...(client.cookie(COOKIE.csrf) ? { [HEADER.csrf]: client.cookie(COOKIE.csrf)! } : {}),
    ...(client.account ? { [HEADER.account]: client.account } : {}),
  };
}

/** POST file/upload as the signed-in `client`. */
export function upload(server: TestServer, client: ApiClient, libraryId: number, parentId: number | null, files: UploadFile[], fields: Record<string, string> = {}) {
  const { body, contentType } = multipart(files, fields);
  const query = parentId ? `libraryId=${libraryId}&parentId=${parentId}` : `libraryId=${libraryId}`;
  return server.app.inject({ method: 'POST', url: `${DOC}/file/upload?${query}`, headers: { ...sessionHeaders(client), 'content-type': contentType }, payload: body });
}

/** GET with extra headers (Range and the like), returning the raw response. */
export function getRaw(server: TestServer, client: ApiClient, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'GET', url, headers: { ...sessionHeaders(client), ...headers } });
}

export async function createLibrary(client: ApiClient, name: string, extra: Record<string, unknown> = {}) {
  const response = await client.post(`${DOC}/doc_library`, { name, ...extra });
  if (response.statusCode !== 200) throw new Error(`create library failed: ${response.body}`);
  return response.json().data as { id: number; rootId: number; name: string };
}

export async function createFolder(client: ApiClient, libraryId: number, name: string, parentId?: number) {
  const response = await client.post(`${DOC}/file/folder`, { libraryId, name, ...(parentId ? { parentId } : {}) });
  if (response.statusCode !== 200) throw new Error(`create folder failed: ${response.body}`);
  return response.json().data as { id: number; name: string };
}

export async function list(client: ApiClient, libraryId: number, parentId?: number, query = '') {
  const response = await client.get(`${DOC}/file/list?libraryId=${libraryId}${parentId ? `&parentId=${parentId}` : ''}${query}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json().data as {
    folder: { id: number; name: string };
    breadcrumb: { id: number; name: string }[];
    permission: Record<string, unknown>;
    page: { content: { id: number; name: string; kind: string; size: number; version: number }[]; totalElements: number };
  };
}
