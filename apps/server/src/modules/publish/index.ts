import type { ServerModule } from '../../platform/module.js';
import { manifestDataOf } from '../dataSource/manifest.js';
import type { TerminalContent } from '../terminal/content.js';
import { publishedContent } from './content.js';
import { publishedFiles } from './files.js';
import { migrations } from './migration.js';
import { publishRoutes } from './routes.js';
import { publishService, type PublishService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Publishing programs to terminals and the records of deliveries. */
    publishing: PublishService;
  }
}

/** Publishing: programs, plans and messages sent to terminals, one delivery per terminal moved by the terminals' reports. */
export const publishModule: ServerModule = {
  name: 'publish',
  tables,
  migrations,
  blobReferences: [publishedFiles],
  services: (p, s) => {
    const terminalContent: TerminalContent = publishedContent(p.db.kysely, p.bus, manifestDataOf(s.dataSources));
    const publishing = publishService({
      db: p.db.kysely,
      dialect: p.db.dialect,
      bus: p.bus,
      audit: s.audit,
      blobs: p.blobs,
      programs: s.programs,
      plans: s.plans,
      messages: s.messages,
      review: s.review,
      content: terminalContent,
      materials: s.materials.lookup,
      contentChanged: (ids, trx) => s.terminals.contentChanged(ids, trx),
      clearFiles: (ids, trx) => s.terminals.commandAll(ids, 'clear', trx),
    });
    // A message's list shows its latest publication; deleting a message deletes its publications.
    s.messages.registerPublications({
      latest: (ids) => publishing.latestOfMessages(ids),
      removeAll: (trx, messageId) => publishing.removeMessagePublications(trx, messageId),
    });
    return { terminalContent, publishing };
  },
  routes: (s) => publishRoutes(s.publishing, s.programs, s.terminalGroups),
};
