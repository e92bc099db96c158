// Every migration, in order. Listed in code (not read from a folder) so the bundled server carries them.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
