import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** SPEC.md point 9: primary red #DB4848, font Inter (self-hosted through @fontsource/inter). */
export const PRIMARY_COLOR = '#DB4848';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    borderRadius: 8,
  },
};

/** antd's theme and locale, following the interface language; the toast area at the top right. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? enUS : viVN;
  return (
    <ConfigProvider theme={theme} locale={locale}>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      {children}
    </ConfigProvider>
  );
}
