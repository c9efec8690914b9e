import { PlusOutlined } from '@ant-design/icons';
import { Flex, Input } from 'antd';
import { ManagerSelect } from './ManagerSelect';
import { Button } from '../../ui/native';

interface StoreToolbarProps {
  /** The search box's label (also its placeholder). */
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** The manager filter, for an administrator looking at the teachers' stores; absent elsewhere. */
  manager?: { value: string | undefined; onChange: (id: string | null) => void };
  /** The create button, for those who may write the store; absent elsewhere. */
  create?: { label: string; onClick: () => void };
}

/** The toolbar over a store of tags or error tags: search, the manager filter, create. */
export function StoreToolbar({ searchLabel, search, onSearch, manager, create }: StoreToolbarProps) {
  return (
    <Flex gap={12} wrap>
      <Input.Search
        aria-label={searchLabel}
        placeholder={searchLabel}
        defaultValue={search}
        allowClear
        onSearch={(value) => onSearch(value.trim())}
        style={{ maxWidth: 280 }}
      />
      {manager && <ManagerSelect value={manager.value} onChange={manager.onChange} />}
      {create && (
        <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </Flex>
  );
}
