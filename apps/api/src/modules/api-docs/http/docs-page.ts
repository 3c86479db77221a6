import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the page and its assets are served; the page itself is `/api/docs`. */
export const DOCS_PATH = '/api/docs';

/** Our own script, a file rather than inline: the CSP admits scripts from 'self' only (ADR 0122). */
const INITIALIZER = 'docs-initializer.js';

/** The files of swagger-ui-dist the page uses: served from the npm package, so the page works offline. */
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Quizstorm api</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/${INITIALIZER}"></script>
  </body>
</html>
`;

const INITIALIZER_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // No call home: the validator badge would ask validator.swagger.io.
    validatorUrl: null,
  });
});
`;

export interface DocsAsset {
  contentType: string;
  body: Buffer;
}

const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const cache = new Map<string, DocsAsset>();

/** One of the page's assets by file name, or undefined for any other name. */
export function docsAsset(name: string): DocsAsset | undefined {
  if (name !== INITIALIZER && !Object.hasOwn(SWAGGER_UI_FILES, name)) return undefined;
  let asset = cache.get(name);
  if (!asset) {
    asset =
      name === INITIALIZER
        ? { contentType: 'text/javascript; charset=utf-8', body: Buffer.from(INITIALIZER_SCRIPT) }
        : { contentType: SWAGGER_UI_FILES[name]!, body: readFileSync(join(swaggerUiDir(), name)) };
    cache.set(name, asset);
  }
  return asset;
}

/** Every asset the page loads, for its tests. */
export const DOCS_ASSETS = [...Object.keys(SWAGGER_UI_FILES), INITIALIZER];
