import type { ServerModule } from '../../platform/module.js';
import { columnReference } from '../../platform/storage/references.js';
import { migrations } from './migration.js';
import { programRepo } from './repo.js';
import { programRoutes } from './routes.js';
import { programService, type ProgramService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Programs of offices: their documents, versions and the materials they use. */
    programs: ProgramService;
  }
}

/** Programs: documents of packages/render, saved by version, using materials of the caller's range. */
export const programModule: ServerModule = {
  name: 'program',
  tables,
  migrations,
  // A program keeps the files of the materials it uses, also once a material is deleted.
  blobReferences: [columnReference('program materials', 'program_material', 'md5')],
  officeCounts: async (db, offices) => ({ programs: await programRepo(db).countIn(offices) }),
  services: (p, s) => {
    const programs = programService(p.db.kysely, s.audit, p.blobs, s.materials.lookup);
    // A material a program uses is not deleted; the library shows where it is used.
    s.materials.registerUses(async (ex, ids, range) =>
      (await programs.uses(ex, ids, range)).map((u) => ({ ...u, kind: 'program' as const })),
    );
    return { programs };
  },
  routes: (s) => programRoutes(s.programs),
};
