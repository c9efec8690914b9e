import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { media } from '../db/schema.js';
import type { BulkInserter } from './bulk.js';

/**
 * The demo bank's pictures and audio: files committed in ./media (the mp3s made by
 * backend/scripts/make-demo-audio.ts, the SVGs drawn by hand), written as `media` rows and, when an upload
 * directory is given, copied into it under `demo/`. A row's `path` is relative to UPLOAD_DIR.
 */

export const DEMO_MEDIA_PREFIX = 'demo';

const MIME: Record<string, { kind: 'img' | 'audio'; mimeType: string }> = {
  '.mp3': { kind: 'audio', mimeType: 'audio/mpeg' },
  '.svg': { kind: 'img', mimeType: 'image/svg+xml' },
  '.png': { kind: 'img', mimeType: 'image/png' },
};

/** ./media next to this module: in src/ when run from source, src/ again when run from dist/. */
export function demoMediaDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'media');
  return existsSync(beside) ? beside : path.join(here, '../../src/seed/media');
}

export interface DemoMediaFile {
  file: string;
  kind: 'img' | 'audio';
  mimeType: string;
  size: number;
  sha256: string;
}

/** Every file of ./media with its type, size and checksum, by name. */
export async function readDemoMedia(): Promise<DemoMediaFile[]> {
  const dir = demoMediaDir();
  const names = (await readdir(dir)).filter((name) => MIME[path.extname(name)]).sort();
  return Promise.all(
    names.map(async (file) => {
      const bytes = await readFile(path.join(dir, file));
      return {
        file,
        ...MIME[path.extname(file)]!,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  );
}

export async function seedMedia(
  bulk: BulkInserter,
  opts: { ownerId: number; createdAt: Date; uploadDir?: string },
): Promise<Record<string, number>> {
  const files = await readDemoMedia();
  if (opts.uploadDir) {
    const target = path.join(opts.uploadDir, DEMO_MEDIA_PREFIX);
    await mkdir(target, { recursive: true });
    await Promise.all(
      files.map((f) => copyFile(path.join(demoMediaDir(), f.file), path.join(target, f.file))),
    );
  }
  const ids = await bulk.insertIds(
    media,
    files.map((f) => ({
      ownerId: opts.ownerId,
      kind: f.kind,
      mimeType: f.mimeType,
      size: f.size,
      path: `${DEMO_MEDIA_PREFIX}/${f.file}`,
      originalName: f.file,
      sha256: f.sha256,
      createdAt: opts.createdAt,
    })),
  );
  return Object.fromEntries(files.map((f, i) => [f.file, ids[i]!]));
}
