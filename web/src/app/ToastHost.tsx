import { notification } from 'antd';
import { useEffect } from 'react';
import { bindToasts, TOAST_CONFIG } from '../ui/toast';
import { AntdTheme } from './antdTheme';

/** The toast area at the top right, inside the theme and the locale. Loaded lazily by WithToasts. */
export function ToastHost() {
  const [api, holder] = notification.useNotification(TOAST_CONFIG);
  useEffect(() => {
    bindToasts(api);
    return () => bindToasts(null);
  }, [api]);
  return <AntdTheme>{holder}</AntdTheme>;
}
