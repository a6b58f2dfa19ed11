import type { TestProject } from 'vitest/node';
import { prepareTemplate, type DbTemplate } from './db-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export default async function setup(project: TestProject) {
  const { template, dispose } = await prepareTemplate(process.env.DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
  return dispose;
}
