import type { Language } from '../app/i18n';
import type { Tree } from './catalogueUse';
import { merge } from './catalogueUse';

const MODULES = import.meta.glob<Tree>('../app/locales/*/*.ts', { eager: true, import: 'catalogue' });

/** Every part of the catalogue (`common` and one per area), by language, as the files hold them. */
export const CATALOGUE_FILES: Record<Language, Map<string, Tree>> = { vi: new Map(), en: new Map() };
for (const [file, catalogue] of Object.entries(MODULES)) {
  const [, language, part] = /\/locales\/(vi|en)\/([^/]+)\.ts$/.exec(file) ?? [];
  if (language === 'vi' || language === 'en') CATALOGUE_FILES[language].set(part!, catalogue);
}

/** A language's whole catalogue, its parts merged. */
export const wholeCatalogue = (language: Language): Tree => merge(...CATALOGUE_FILES[language].values());
