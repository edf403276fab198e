/* global document, parent, addEventListener -- a browser script, served as it is */
// The form-generator preview's frame. The console opens it sandboxed (an opaque origin, no access
// to the console) and the server gives it a policy of its own that lets the generated document's
// inline scripts run here, and nowhere in the console. It shows the one document its parent sends.
addEventListener("message", function (event) {
  var data = event.data;
  if (event.source !== parent || !data || data.type !== "previewDocument" || typeof data.doc !== "string") return;
  document.open();
  document.write(data.doc);
  document.close();
});
