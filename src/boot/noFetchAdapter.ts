/**
 * What the console's build gives axios in place of its fetch adapter (vite.config.ts): the HTTP
 * client sends every call through the XHR adapter (providers/http.ts), so the fetch adapter and
 * its stream helpers were dead weight on every first load. `false`: "not supported here", which
 * axios reports if a call ever asks for fetch.
 */
export const getFetch = () => false;

export default false;
