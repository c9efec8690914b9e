import type { Announcements, DragEndEvent, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from '../native';
import { useTranslation } from 'react-i18next';
import { shownOrder } from './ordering';
import type { InteractionViewProps } from './types';

function Token({
  id,
  text,
  index,
  count,
  readOnly,
  move,
}: {
  id: string;
  text: string;
  index: number;
  count: number;
  readOnly: boolean;
  move: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: readOnly,
    });
  return (
    <li
      ref={setNodeRef}
      className={`qv-token${isDragging ? ' qv-token-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="qv-drag-handle"
        disabled={readOnly}
        {...attributes}
        {...listeners}
        aria-label={t('questionView.ordering.drag', { word: text })}
      >
        <HolderOutlined />
      </button>
      <span className="qv-token-text">{text}</span>
      <Button
        size="small"
        type="text"
        disabled={readOnly || index === 0}
        aria-label={t('questionView.ordering.up', { word: text })}
        icon={<ArrowUpOutlined />}
        onClick={() => move(index, index - 1)}
      />
      <Button
        size="small"
        type="text"
        disabled={readOnly || index === count - 1}
        aria-label={t('questionView.ordering.down', { word: text })}
        icon={<ArrowDownOutlined />}
        onClick={() => move(index, index + 1)}
      />
    </li>
  );
}

/**
 * Words put in order: dragged (pointer, touch on the handle, or the keyboard: space, arrows, space), or moved
 * with the up and down buttons beside each word. The sentence as it stands is shown under the list.
 */
export function OrderingView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
}: InteractionViewProps<'ordering'>) {
  const { t } = useTranslation();
  const tokens = content.tokens ?? [];
  const order = shownOrder(tokens, response.order);
  const textOf = (id: UniqueIdentifier) => tokens.find((token) => token.id === id)?.text ?? String(id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    onChange({ order: arrayMove(order, from, to) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : order.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('questionView.ordering.picked', { word: textOf(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      t('questionView.ordering.over', { word: textOf(active.id), position: position(over?.id) }),
    onDragEnd: ({ active, over }) =>
      t('questionView.ordering.dropped', { word: textOf(active.id), position: position(over?.id) }),
    onDragCancel: ({ active }) => t('questionView.ordering.cancelled', { word: textOf(active.id) }),
  };
  const screenReaderInstructions: ScreenReaderInstructions = {
    draggable: t('questionView.ordering.instructions'),
  };

  return (
    <div className="qv-ordering">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy} disabled={readOnly}>
          <ol className="qv-tokens" aria-labelledby={labelledBy}>
            {order.map((id, index) => (
              <Token
                key={id}
                id={id}
                text={textOf(id)}
                index={index}
                count={order.length}
                readOnly={readOnly}
                move={move}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="qv-sentence">
        <span className="qv-sentence-label">{t('questionView.ordering.sentence')}</span>{' '}
        {order.map(textOf).join(' ')}
      </p>
    </div>
  );
}
