import { DataTable, type DataColumn } from '../ui/DataTable';

interface Person {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const people: Person[] = [
  { id: 1, name: 'Nguyễn Văn An', email: 'an@academy.test', phone: '0912345678' },
  { id: 2, name: 'Trần Thị Bình', email: 'binh@academy.test', phone: '0987654321' },
];

/** A small DataTable for the tests of ui/DataTable: two people, an optional column and an action. */
export function PeopleTable({
  owner,
  onOpen = () => undefined,
}: {
  owner: string;
  onOpen?: (id: number) => void;
}) {
  const columns: DataColumn<Person>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    { key: 'email', title: 'Email', dataIndex: 'email' },
    { key: 'phone', title: 'Phone', dataIndex: 'phone', optional: true },
    {
      key: 'actions',
      title: 'Actions',
      actions: true,
      render: (_, p) => (
        <button type="button" onClick={() => onOpen(p.id)}>
          {`Open ${p.name}`}
        </button>
      ),
    },
  ];
  return (
    <DataTable owner={owner} table="people" columns={columns} rowKey={(p) => p.id} dataSource={people} />
  );
}
