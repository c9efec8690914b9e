import { useSearchParams } from 'react-router-dom';
import type { Role } from '../../gql/graphql';
import { useSession } from '../../shared/session';
import { Button, Card } from '../../ui/native';
import { GeneralPage } from './GeneralPage';
import { usePagesT } from './usePagesCatalogue';

const ROLES: Role[] = ['STUDENT', 'TEACHER', 'SPECIALIZE', 'ADMIN'];

/** `/docs`: how to use the product, per role (`?role=`; the viewer's own role first, a student's for visitors). */
export function DocsPage() {
  return (
    <GeneralPage page="docs">
      <Docs />
    </GeneralPage>
  );
}

function Docs() {
  const { t } = usePagesT();
  const { role: viewerRole } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('role') as Role | null;
  const role: Role = asked && ROLES.includes(asked) ? asked : (viewerRole ?? 'STUDENT');
  const sections = t(`docs.roles.${role}.sections`, { returnObjects: true }) as Record<
    string,
    { title: string; steps: string[] }
  >;
  return (
    <>
      <div className="docs-roles" role="group" aria-label={t('docs.roleLabel')}>
        {ROLES.map((r) => (
          <Button
            key={r}
            type={r === role ? 'primary' : 'default'}
            aria-pressed={r === role}
            onClick={() => setParams({ role: r }, { replace: true })}
          >
            {t(`docs.roles.${r}.title`)}
          </Button>
        ))}
      </div>
      <h2>{t(`docs.roles.${role}.title`)}</h2>
      {Object.entries(sections).map(([key, section]) => (
        <Card key={key} className="general-section" title={section.title}>
          <ol className="docs-steps">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      ))}
    </>
  );
}
