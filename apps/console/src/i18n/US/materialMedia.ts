/** Material kinds in the library: conversions and their progress, the preview of every kind, web pages. */
export const materialMedia = {
  convert: {
    queued: 'Waiting to convert…',
    running: 'Converting for browsers… {{percent}} %',
    cancel: 'Cancel conversion',
    again: 'Convert again',
    cancelledNow: 'Conversion cancelled: the original stays stored',
  },
  preview: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit',
    page: 'Page {{page}} of {{count}}',
    live: 'Live page',
    screenshot: 'Screenshot',
    open: 'Open in a new tab',
    noScreenshot: 'No screenshot could be taken of this page (unreachable, or on a private network).',
    notYet: 'The preview is ready once processing ends.',
    converting: 'This video or sound is being converted into a format every browser and player can play.',
    failed: 'This material cannot be previewed: {{problem}}',
  },
  webPage: {
    button: 'Add web page',
    title: 'Add a web page',
    name: 'Name',
    url: 'Address',
    urlHint: 'An http or https address, e.g. https://example.com/menu',
    add: 'Add',
    added: 'Web page added',
    already: 'This address is in the library already',
  },
  urlProblems: {
    badUrl: 'This is not a web address (e.g. https://example.com/page).',
    notHttp: 'Only http and https addresses can be added.',
  },
};

declare global {
  interface ConsoleTexts {
    materialMedia: typeof materialMedia;
  }
}
