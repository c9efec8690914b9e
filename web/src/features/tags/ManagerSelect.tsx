import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

const ManagerSelectQuery = graphql(`
  query ManagerSelectQuery {
    users(filter: { role: TEACHER }, pageSize: 300, sort: NAME) {
      items {
        id
        name
        email
      }
    }
  }
`);

/** An administrator's filter of teachers' tags by the teacher who manages them. */
export function ManagerSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ManagerSelectQuery);
  return (
    <Select
      aria-label={t('errorTags.fields.manager')}
      placeholder={t('errorTags.anyManager')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      value={value ?? null}
      onChange={(id: string | null) => onChange(id)}
      options={(data?.users.items ?? []).map((u) => ({ value: String(u.id), label: u.name || u.email }))}
      style={{ minWidth: 220 }}
    />
  );
}
