import { SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignDialog } from './AssignDialog';
import { Button } from '../../ui/native';

/**
 * "Assign" ('Giao bài'): opens the assign dialog for a class (choose the exercise) or for an exercise of the
 * bank (choose the class). Other features' pages get it through app/ (a feature imports no other feature).
 */
export function AssignButton({
  classOf,
  exerciseOf,
  size,
}: {
  classOf?: { id: string; name: string };
  exerciseOf?: { id: string; name: string };
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = exerciseOf ? t('assign.assignExercise', { name: exerciseOf.name }) : undefined;
  return (
    <>
      <Button
        size={size}
        type={classOf ? 'primary' : 'default'}
        icon={<SendOutlined />}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      >
        {classOf ? t('assign.open') : undefined}
      </Button>
      {open && <AssignDialog classOf={classOf} exerciseOf={exerciseOf} onClose={() => setOpen(false)} />}
    </>
  );
}
