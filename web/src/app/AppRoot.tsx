import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { lazy, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import type { AuthClient } from './auth';
import type { StaticConstants } from '../shared/constants';
import { ConstantsContext } from '../shared/constants';
import { i18n } from './i18n';
import { followLanguage } from './locale';
import { SessionProvider } from './session';
import { WithToasts } from './WithToasts';
import { toast } from '../ui/toast';
import { MediaLinkContext } from '../ui/upload/mediaLinks';
import { UploadContext } from '../ui/upload/uploadContext';
import { mediaLinkRenewer } from './mediaLinks';
import { uploadSettings } from './uploads';
import type { RenderReportDialog } from '../shared/reportProblem';
import { ReportProblemContext } from '../shared/reportProblem';

// The reports feature's dialog, for the exam runner and the review (issue 15): loaded when first opened.
const ReportProblemDialog = lazy(() =>
  import('../features/reports/ReportProblemDialog').then((m) => ({ default: m.ReportProblemDialog })),
);
const renderReportDialog: RenderReportDialog = (target, onClose) => (
  <ReportProblemDialog target={target} onClose={onClose} />
);

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The full-screen spinner until sign-on has initialised; then the app, whether or not that succeeded
 * (docs/product.md point 4). A failure shows the Vietnamese error toast and leaves the user signed out.
 */
function SignOnGate({
  auth,
  signOn,
  children,
}: {
  auth: AuthClient;
  signOn?: Promise<boolean> | undefined;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    (signOn ?? auth.init())
      .catch((error: unknown) => {
        console.error('Single sign-on failed to initialise', error);
        toast.error(i18n.t('startup.signOnFailedTitle'), i18n.t('startup.signOnFailed'));
      })
      .finally(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [auth, signOn]);
  return ready ? children : <FullScreenSpinner />;
}

export interface AppRootProps {
  auth: AuthClient;
  client: ApolloClient;
  constants: StaticConstants;
  router: Router;
  /** Sign-on as start-up began it, alongside the constants and the language; started here when absent. */
  signOn?: Promise<boolean>;
}

export function AppRoot({ auth, client, constants, router, signOn }: AppRootProps) {
  useEffect(() => followLanguage(), []);
  const uploads = useMemo(() => uploadSettings(auth), [auth]);
  const renewMediaUrl = useMemo(() => mediaLinkRenewer(client), [client]);
  return (
    <I18nextProvider i18n={i18n}>
      <WithToasts>
        <ConstantsContext.Provider value={constants}>
          <SignOnGate auth={auth} signOn={signOn}>
            <ApolloProvider client={client}>
              <SessionProvider auth={auth}>
                <UploadContext.Provider value={uploads}>
                  <MediaLinkContext.Provider value={renewMediaUrl}>
                    <ReportProblemContext.Provider value={renderReportDialog}>
                      <RouterProvider router={router} />
                    </ReportProblemContext.Provider>
                  </MediaLinkContext.Provider>
                </UploadContext.Provider>
              </SessionProvider>
            </ApolloProvider>
          </SignOnGate>
        </ConstantsContext.Provider>
      </WithToasts>
    </I18nextProvider>
  );
}
