import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_NAME_MAX, type MealDto } from '@playeats/contracts/meals';
import { Modal } from '../../../components/modal/modal.tsx';
import '../../../components/menu/menu.css';

interface RenameMealDialogProps {
  meal: MealDto | null;
  onClose: () => void;
  onRename: (meal: MealDto, name: string) => void;
}

/** A new name for a saved meal (1 to 80 characters). */
export function RenameMealDialog({ meal, onClose, onRename }: RenameMealDialogProps) {
  const { t } = useTranslation('meals');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open={meal !== null} onClose={onClose} title={t('rename.title')} initialFocusRef={inputRef}>
      {meal && <RenameForm key={meal.id} meal={meal} inputRef={inputRef} onClose={onClose} onRename={onRename} />}
    </Modal>
  );
}

function RenameForm({
  meal,
  inputRef,
  onClose,
  onRename,
}: Omit<RenameMealDialogProps, 'meal'> & { meal: MealDto; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('meals');
  const id = useId();
  const [name, setName] = useState(meal.name);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    onRename(meal, name.trim());
  };
  return (
    <form className="meal-dialog-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('rename.label')}</label>
      <input
        ref={inputRef}
        id={id}
        className="menu-input"
        type="text"
        value={name}
        maxLength={MEAL_NAME_MAX}
        required
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {empty && (
        <p id={`${id}-error`} className="menu-error" role="alert">
          {t('rename.required')}
        </p>
      )}
      <div className="meal-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('rename.save')}
        </button>
      </div>
    </form>
  );
}

interface DeleteMealDialogProps {
  meal: MealDto | null;
  deleting: boolean;
  onClose: () => void;
  onConfirm: (meal: MealDto) => void;
}

/** Asks before deleting: a saved meal cannot be brought back. */
export function DeleteMealDialog({ meal, deleting, onClose, onConfirm }: DeleteMealDialogProps) {
  const { t } = useTranslation('meals');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={meal !== null} onClose={onClose} title={t('delete.title')} initialFocusRef={cancelRef}>
      {meal && (
        <>
          <p>{t('delete.message', { name: meal.name })}</p>
          <div className="meal-dialog-actions">
            <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={deleting}
              aria-busy={deleting || undefined}
              onClick={() => onConfirm(meal)}
            >
              {deleting ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
