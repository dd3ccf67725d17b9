// Wire bench entry (issue 25): the first bundle's wire written with zod v4 (wireZodSchema.mjs), built once
// with `bench-zod` → `zod/mini` and once → `zod`.
import { makeSchemas } from './wireZodSchema.mjs';

Object.assign(globalThis, { wire: makeSchemas() });
