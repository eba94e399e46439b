import { describe, expect, it } from 'vitest';
import { WIKI_COLLAB } from '../../../contract/wiki';
import { documentOfRequest, ownerOf } from '../../../server/cluster/protocol';

const socketPath = `/api${WIKI_COLLAB.path}`;
const head = (line: string) => Buffer.from(`${line}\r\nHost: example\r\nUpgrade: websocket\r\n\r\n`, 'latin1');

describe('routing a connection by its first bytes', () => {
  it('reads the page of a live-editing socket from its address, encoded or not', () => {
    expect(documentOfRequest(head(`GET ${socketPath}?document=wiki-page:12 HTTP/1.1`), '/api')).toBe('wiki-page:12');
    expect(documentOfRequest(head(`GET ${socketPath}?document=wiki-page%3A12&x=1 HTTP/1.1`), '/api')).toBe('wiki-page:12');
  });

  it('names no page for any other request, a partial request line or bytes that are no request', () => {
    expect(documentOfRequest(head(`GET ${socketPath} HTTP/1.1`), '/api')).toBeNull();
    expect(documentOfRequest(head(`POST ${socketPath}?document=wiki-page:12 HTTP/1.1`), '/api')).toBeNull();
    expect(documentOfRequest(head(`GET /api/other?document=wiki-page:12 HTTP/1.1`), '/api')).toBeNull();
    expect(documentOfRequest(head(`GET ${socketPath}?document= HTTP/1.1`), '/api')).toBeNull();
    expect(documentOfRequest(Buffer.from(`GET ${socketPath}?docu`), '/api')).toBeNull();
    expect(documentOfRequest(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x0a]), '/api')).toBeNull();
  });

  it('gives every page one worker, the same in every process, and spreads pages over the workers', () => {
    const owners = Array.from({ length: 1000 }, (_, page) => ownerOf(`wiki-page:${page}`, 4));
    expect(owners.every((owner) => owner >= 0 && owner < 4)).toBe(true);
    expect(ownerOf('wiki-page:7', 4)).toBe(owners[7]);
    for (let worker = 0; worker < 4; worker++) expect(owners.filter((owner) => owner === worker).length).toBeGreaterThan(150);
  });
});
