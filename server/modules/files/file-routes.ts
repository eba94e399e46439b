import { z } from 'zod';
import {
  copyBody,
  createFolderBody,
  fileNode,
  fileVersion,
  libraryBody,
  listQuery,
  listResult,
  moveBody,
  nodeInfo,
  nodeParams,
  nodesBody,
  nodesResult,
  purgeResult,
  recycleQuery,
  recycleResult,
  renameBody,
  treeFolder,
  treeQuery,
  versionParams,
} from '../../../contract/files';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import type { FileService } from './file-service';
import type { RecycleService } from './recycle-service';
import type { VersionService } from './version-service';

/** The file manager of a library: browse, change, recycle bin and versions. */
export function fileRoutes(app: App, doc: string, files: FileService, recycle: RecycleService, versions: VersionService) {
  const tags = ['files'];

  app.get(`${doc}/file/list`, {
    schema: { tags, querystring: listQuery, response: { 200: envelope(listResult) } },
    handler: async (request) => ok(await files.list(actorOf(request), request.query)),
  });

  app.get(`${doc}/file/tree`, {
    schema: { tags, querystring: treeQuery, response: { 200: envelope(z.array(treeFolder)) } },
    handler: async (request) => ok(await files.tree(actorOf(request), request.query)),
  });

  app.post(`${doc}/file/folder`, {
    schema: { tags, body: createFolderBody, response: { 200: envelope(fileNode) } },
    handler: async (request) => ok(await files.createFolder(actorOf(request), request.body)),
  });

  app.put(`${doc}/file/rename`, {
    schema: { tags, body: renameBody, response: { 200: envelope(fileNode) } },
    handler: async (request) => ok(await files.rename(actorOf(request), request.body)),
  });

  app.put(`${doc}/file/move`, {
    schema: { tags, body: moveBody, response: { 200: envelope(nodesResult) } },
    handler: async (request) => ok(await files.move(actorOf(request), request.body)),
  });

  app.post(`${doc}/file/copy`, {
    schema: { tags, body: copyBody, response: { 200: envelope(nodesResult) } },
    handler: async (request) => ok(await files.copy(actorOf(request), request.body)),
  });

  app.put(`${doc}/file/delete`, {
    schema: { tags, body: nodesBody, response: { 200: envelope(nodesResult) } },
    handler: async (request) => ok(await files.remove(actorOf(request), request.body)),
  });

  app.get(`${doc}/info/info/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams, response: { 200: envelope(nodeInfo) } },
    handler: async (request) => ok(await files.info(actorOf(request), request.params.libraryId, request.params.nodeId)),
  });

  app.get(`${doc}/file/recycle`, {
    schema: { tags, querystring: recycleQuery, response: { 200: envelope(recycleResult) } },
    handler: async (request) => ok(await recycle.list(actorOf(request), request.query)),
  });

  app.put(`${doc}/file/recycle/restore`, {
    schema: { tags, body: nodesBody, response: { 200: envelope(z.object({ restored: z.number().int() })) } },
    handler: async (request) => ok(await recycle.restore(actorOf(request), request.body)),
  });

  app.put(`${doc}/file/recycle/purge`, {
    schema: { tags, body: nodesBody, response: { 200: envelope(purgeResult) } },
    handler: async (request) => ok(await recycle.purge(actorOf(request), request.body)),
  });

  app.put(`${doc}/file/recycle/empty`, {
    schema: { tags, body: libraryBody, response: { 200: envelope(purgeResult) } },
    handler: async (request) => ok(await recycle.empty(actorOf(request), request.body)),
  });

  app.get(`${doc}/file/versions/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams, response: { 200: envelope(z.array(fileVersion)) } },
    handler: async (request) => ok(await versions.list(actorOf(request), request.params.libraryId, request.params.nodeId)),
  });

  app.put(`${doc}/file/versions/:libraryId/:nodeId/:versionId/restore`, {
    schema: { tags, params: versionParams, response: { 200: envelope(fileNode) } },
    handler: async (request) => ok(await versions.restore(actorOf(request), request.params.libraryId, request.params.nodeId, request.params.versionId)),
  });
}
