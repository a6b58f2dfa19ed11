import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { cartItemCount, cartLineKey } from '../cart-edits.ts';
import { useCartEditor } from '../hooks/use-cart-editor.ts';
import { useFormatters } from '../../../hooks/use-formatters.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.tsx';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useDishPictures } from '../../../components/order-price/use-dish-pictures.ts';
import '../../../styles/ordering.css';

/**
 * /cart: the cart of one restaurant, every line editable (quantity, remove), the subtotal
 * and how far it is from the restaurant's minimum, then on to checkout. Changes are saved
 * as they are made.
 */
export function CartPage() {
  const { t } = useTranslation('ordering');
  useDocumentTitle(t('cart.title'));
  const { money } = useFormatters();
  const { cart, query, edit, saving } = useCartEditor();
  const [confirmClear, setConfirmClear] = useState(false);
  const pictureOf = useDishPictures(cart?.restaurantId);

  let body;
  if (cart === undefined) {
    body = <LoadState error={query.isError} onRetry={() => void query.refetch()} />;
  } else if (cart === null) {
    body = (
      <EmptyState
        picture="shopping-cart"
        title={t('cart.emptyTitle')}
        text={t('cart.empty')}
        action={
          <>
            <Link to="/nearby" className="btn btn-primary">
              {t('cart.browse')}
            </Link>
            <Link to="/orders" className="btn btn-secondary">
              {t('cart.orderAgain')}
            </Link>
          </>
        }
      />
    );
  } else {
    const missing = cart.minimumOrderCents - cart.subtotalCents;
    const count = cartItemCount(cart);
    body = (
      <>
        <section className="card cart-card" aria-labelledby="cart-restaurant">
          <div className="cart-card-header">
            <h2 id="cart-restaurant">{cart.restaurantName}</h2>
            <Link to={`/nearby/${encodeURIComponent(cart.restaurantId)}`}>{t('cart.addMore')}</Link>
          </div>
          <ul className="cart-lines">
            {cart.lines.map((line) => {
              const key = cartLineKey(line);
              return (
                <CartLineItem
                  key={key}
                  line={line}
                  currency={cart.currency}
                  picture={pictureOf(line.itemId)}
                  onQuantityChange={(quantity) => void edit({ kind: 'quantity', key, quantity })}
                  onRemove={() => void edit({ kind: 'remove', key })}
                />
              );
            })}
          </ul>
          <p className="cart-subtotal">
            <span>{t('cart.subtotal', { count })}</span> <strong>{money(cart.subtotalCents, cart.currency)}</strong>
          </p>
          {missing > 0 && (
            <p className="ordering-notice cart-minimum">
              {t('cart.belowMinimum', {
                minimum: money(cart.minimumOrderCents, cart.currency),
                missing: money(missing, cart.currency),
              })}
            </p>
          )}
          <p className="muted">{t('cart.feesAtCheckout')}</p>
        </section>
        <div className="ordering-actions">
          <Link to="/checkout" className="btn btn-primary">
            {t('cart.checkout')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => setConfirmClear(true)}>
            {t('cart.clear')}
          </button>
        </div>
        <ConfirmDialog
          open={confirmClear}
          title={t('cart.clearTitle')}
          confirmLabel={t('cart.clearConfirm')}
          onClose={() => setConfirmClear(false)}
          onConfirm={() => {
            setConfirmClear(false);
            void edit({ kind: 'clear' });
          }}
        >
          <p>{t('cart.clearMessage', { restaurant: cart.restaurantName })}</p>
        </ConfirmDialog>
      </>
    );
  }

  return (
    <div className="container ordering-page cart-page">
      <h1>{t('cart.title')}</h1>
      <p className="visually-hidden" role="status">
        {saving ? t('cart.saving') : ''}
      </p>
      {body}
    </div>
  );
}
