import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { vi: 'vi-VN', en: 'en-GB' };

/** An amount in Vietnamese dong, as the language writes it (1.500.000 ₫ / ₫1,500,000). */
export function formatDong(amount: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'vi-VN', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function useDong() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number) => formatDong(amount, language);
}
