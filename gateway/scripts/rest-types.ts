/**
 * gateway/src/generated/rest.ts from backend/openapi.json (openapi-typescript), formatted with the
 * repository's Prettier settings so `npm run codegen` always writes the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const source = new URL('../../backend/openapi.json', import.meta.url);
const target = fileURLToPath(new URL('../src/generated/rest.ts', import.meta.url));

const ast = await openapiTS(source);
const code = `/* eslint-disable */\n${COMMENT_HEADER}${astToString(ast)}`;
const options = (await resolveConfig(target)) ?? {};
writeFileSync(target, await format(code, { ...options, filepath: target }));
console.log('wrote gateway/src/generated/rest.ts');
