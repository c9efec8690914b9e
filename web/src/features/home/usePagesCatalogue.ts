import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CATALOGUES = {
  vi: () => import('./content/pages.vi').then((m) => m.pages),
  en: () => import('./content/pages.en').then((m) => m.pages),
};

/** Where the texts go in the loaded catalogue: `t('pages.infor.title')`, or `usePagesT()`'s `t('infor.title')`. */
const PREFIX = 'pages';

/**
 * The general pages' long texts, added under `pages` to the interface language's loaded catalogue (as
 * shared/useDomainMessages does for the rules' words): loaded by these pages only, so the catalogue every visit
 * loads stays small, and again in the other language when it changes. True once the texts are there.
 */
export function usePagesCatalogue(): boolean {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const [loaded, setLoaded] = useState<string | null>(null);
  const has = i18n.exists(`${PREFIX}.nav.label`, { lng });
  useEffect(() => {
    if (has) return;
    let live = true;
    void CATALOGUES[lng]().then((texts) => {
      i18n.addResourceBundle(lng, 'translation', { [PREFIX]: texts }, true, true);
      if (live) setLoaded(lng);
    });
    return () => {
      live = false;
    };
  }, [i18n, lng, has]);
  return has || loaded === lng;
}

/** `t` over the general pages' texts. */
export const usePagesT = () => useTranslation('translation', { keyPrefix: PREFIX });
