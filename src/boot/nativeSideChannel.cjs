"use strict";
/* global module -- CommonJS: qs requires this module */

/**
 * The side channel qs keeps its cycle checks in (`side-channel`'s API: get, set, has, delete,
 * assert), on the browser's own WeakMap and Map. The build gives it to qs in place of
 * `side-channel` (vite.config.ts), whose fallbacks for engines without WeakMap brought
 * get-intrinsic, object-inspect and a dozen helpers to every signed-in first load. CommonJS,
 * because qs requires it.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var storeOf = function (key) {
    return key !== null && (typeof key === "object" || typeof key === "function") ? objects : others;
  };
  return {
    assert: function (key) {
      if (!storeOf(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
};
