import type { Page } from '@playwright/test';

/**
 * A small local stand-in for Google's `https://apis.google.com/js/api.js`, which cannot load on
 * these machines. The Firebase Auth SDK (in the app page) and the Auth emulator's helper iframe
 * (`/emulator/auth/iframe`) use only `gapi.load('gapi.iframes')` and an iframe message channel:
 * open / restyle / ping / register / send on one side, getParentIframe().register / send on the
 * other. This implements exactly that over postMessage. Test-only: product code is unchanged.
 */
const GAPI_STAND_IN = String.raw`
(function () {
  var TAG = '__hiregenGapiStandIn';
  var FILTER = { crossOrigin: true };
  var nextId = 1;

  // One channel to another window: handlers by name, queued messages until a handler exists,
  // and reply callbacks by message id.
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.replies = {};
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < waiting.length; i++) this.deliver(waiting[i]);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.replies[id] = callback;
    this.target.postMessage({ tag: TAG, kind: 'send', name: name, data: data, id: id }, '*');
  };
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    var result = handler(message.data);
    this.target.postMessage({ tag: TAG, kind: 'reply', id: message.id, result: [result] }, '*');
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var waiting = this.onReady.splice(0);
      for (var i = 0; i < waiting.length; i++) waiting[i]();
    } else if (message.kind === 'send') {
      this.deliver(message);
    } else if (message.kind === 'reply' && this.replies[message.id]) {
      var callback = this.replies[message.id];
      delete this.replies[message.id];
      try { callback(message.result); } catch (error) { /* the SDK may throw after its callback */ }
    }
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channels[i].receive(message);
    }
  });

  var context = {
    // The app side: embed the helper iframe and talk to it.
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { element.style[key] = attributes.style[key]; });
      element.setAttribute('aria-hidden', 'true');
      element.style.position = 'absolute';
      element.style.width = '1px';
      element.style.height = '1px';
      element.style.left = '-9999px';
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = new Channel(element.contentWindow);
      channels.push(channel);
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) {
          return new Promise(function (resolve) {
            var done = function () { if (callback) callback(); resolve(); };
            if (channel.ready) done(); else channel.onReady.push(done);
          });
        },
        register: function (name, handler) { channel.register(name, handler); },
        send: function (name, data, callback) { channel.send(name, data, callback); },
      };
      return onOpen ? onOpen(iframe) : Promise.resolve(iframe);
    },
    // The helper iframe's side: the page that embedded it.
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channels.push(channel);
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return {
        register: function (name, handler) { channel.register(name, handler); },
        send: function (name, data, callback) { channel.send(name, data, callback); },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } };
  window.gapi.load = function (_module, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  // api.js calls back through ?onload=<name> (the SDK) or window.gapi_onload (the emulator iframe).
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/**
 * Serves the stand-in for api.js in every frame of the page, and keeps the emulator's sign-in
 * page from reaching the internet (its stylesheet, fonts and component script are cosmetic).
 */
export async function serveGapiStandIn(page: Page): Promise<void> {
  await page.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }));
  await page.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css', body: '' }),
  );
}
