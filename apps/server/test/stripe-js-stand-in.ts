/**
 * The Stripe.js stand-in the Stripe API stand-in serves at /v3/stripe.js, for browser tests
 * of the app's Stripe path: `window.Stripe(publishableKey)` with the parts the app uses:
 * - `elements().create('card')`, `mount(container)`, `on('change')`, `destroy()`: the card
 *   element (Stripe's is an iframe; this one draws its three fields in the page);
 * - `createPaymentMethod({ type: 'card', card })`: POST /v1/payment_methods with the
 *   publishable key, answering `{ paymentMethod }` or `{ error }` as Stripe.js does;
 * - `handleNextAction({ clientSecret })`: Stripe's 3-D Secure test page, as a dialog with
 *   "Complete" and "Fail" buttons (closing it fails too); answers `{ paymentIntent }`,
 *   `{ setupIntent }` or `{ error }`.
 * Plain ES2017 in a string: it runs in the browser as served, never bundled with the app.
 */
export function stripeJsStandInScript(apiOrigin: string): string {
  return `(function () {
  var API = ${JSON.stringify(apiOrigin)};
  function form(obj, prefix, out) {
    out = out || new URLSearchParams();
    Object.keys(obj).forEach(function (k) {
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (obj[k] && typeof obj[k] === 'object') form(obj[k], key, out);
      else if (obj[k] !== undefined) out.append(key, String(obj[k]));
    });
    return out;
  }
  function call(key, path, params) {
    return fetch(API + path, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
      body: form(params).toString(),
    }).then(function (r) { return r.json(); });
  }
  function field(container, name, label, autocomplete) {
    var id = 'stand-in-card-' + name;
    var wrap = document.createElement('label');
    wrap.setAttribute('for', id);
    wrap.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    input.name = 'stand-in-' + name;
    input.setAttribute('autocomplete', autocomplete);
    input.setAttribute('inputmode', 'numeric');
    container.appendChild(wrap);
    container.appendChild(input);
    return input;
  }
  function cardElement() {
    var inputs = null, listeners = {}, box = null;
    function emit() {
      var number = inputs.number.value.replace(/\\D/g, '');
      (listeners.change || []).forEach(function (f) {
        f({ elementType: 'card', empty: !number, complete: number.length >= 12 && /^\\d{2} ?\\/ ?\\d{2}$/.test(inputs.expiry.value) && /^\\d{3,4}$/.test(inputs.cvc.value), error: undefined });
      });
    }
    return {
      mount: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        box = document.createElement('div');
        box.className = 'StripeElement';
        inputs = {
          number: field(box, 'number', 'Card number', 'cc-number'),
          expiry: field(box, 'expiry', 'Expiration date (MM / YY)', 'cc-exp'),
          cvc: field(box, 'cvc', 'CVC', 'cc-csc'),
        };
        Object.keys(inputs).forEach(function (k) { inputs[k].addEventListener('input', emit); });
        container.appendChild(box);
        (listeners.ready || []).forEach(function (f) { f({ elementType: 'card' }); });
      },
      on: function (event, handler) { (listeners[event] = listeners[event] || []).push(handler); return this; },
      focus: function () { if (inputs) inputs.number.focus(); },
      destroy: function () { if (box) box.remove(); box = null; },
      unmount: function () { if (box) box.remove(); },
      _values: function () { return inputs; },
    };
  }
  function authenticate(key, clientSecret) {
    return new Promise(function (resolve) {
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stand-in-3ds-title');
      dialog.setAttribute('style', 'position:fixed;inset:20% 20%;background:#fff;color:#000;padding:24px;z-index:2147483647;border:1px solid #000');
      dialog.innerHTML = '<h2 id="stand-in-3ds-title">3D Secure 2 Test Page</h2><p>Complete or fail this test authentication.</p>';
      ['Complete', 'Fail'].forEach(function (label) {
        var b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.addEventListener('click', function () {
          dialog.remove();
          call(key, '/v1/stand_in/3ds', { client_secret: clientSecret, outcome: label === 'Complete' ? 'complete' : 'fail' }).then(function (intent) {
            var error = intent.last_payment_error || intent.last_setup_error;
            if (error) return resolve({ error: error });
            resolve(intent.object === 'setup_intent' ? { setupIntent: intent } : { paymentIntent: intent });
          });
        });
        dialog.appendChild(b);
      });
      document.body.appendChild(dialog);
    });
  }
  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    this.elements = function () { return { create: function () { return cardElement(); } }; };
    this.createPaymentMethod = function (options) {
      var v = options.card._values();
      if (!v) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
      var exp = v.expiry.value.split('/');
      return call(key, '/v1/payment_methods', {
        type: 'card',
        card: { number: v.number.value.replace(/\\D/g, ''), exp_month: Number(exp[0]), exp_year: 2000 + Number(exp[1]), cvc: v.cvc.value },
      }).then(function (body) { return body.error ? { error: body.error } : { paymentMethod: body }; });
    };
    this.handleNextAction = function (options) { return authenticate(key, options.clientSecret); };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
}
