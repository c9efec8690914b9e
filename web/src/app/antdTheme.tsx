import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
// antd's ES modules: `antd/locale/*` is CommonJS and brought a second copy of the date locales along.
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOR } from './theme';

/**
 * Whoever asks their system for less motion gets none of antd's zooms, slides and waves (WCAG 2.3.3); the
 * browser flows ask for it too, so a click never lands in a dialog that is still zooming in (docs/testing.md).
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    borderRadius: 8,
  },
  components: {
    // The shell's header and side menu are white on the light grey page (styles.css, --header-height).
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      siderBg: '#ffffff',
      bodyBg: '#f6f6f7',
    },
  },
};

/**
 * antd's theme and locale, following the interface language, around what uses antd: each page but the exam
 * runner (./routes.tsx), the toast area and the sign-out dialog. The shell itself carries no antd, so a page
 * written with native controls (the exam runner, issue 12) loads none of it.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? enUS : viVN;
  return (
    <ConfigProvider theme={theme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
