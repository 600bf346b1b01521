import { createRequire } from 'node:module';
import path from 'node:path';
import type { ThemeConfig } from 'antd';
import type * as AntdModule from 'antd';
import type * as CssinjsModule from '@ant-design/cssinjs';
import type * as ReactModule from 'react';
import type * as ReactDomServerModule from 'react-dom/server';
import type { Plugin } from 'vite';

/**
 * antd's component styles as CSS files built with the app, so the browser does not build them
 * at run time (the theme's `zeroRuntime`). Each style hook antd defines (genStyleHooks('Button',
 * …) in antd/es/button/style) takes its name from a small module that imports the style's CSS;
 * Vite then ships that CSS with the chunk that holds the hook, and a hook that tree-shaking
 * drops takes its CSS with it. A page thus loads the CSS of the components it uses and no more.
 *
 * The CSS comes from rendering every antd component once, in Node, with the project's theme,
 * and reading antd's style cache (what @ant-design/static-style-extract does, for antd 6).
 * It sits in the cascade layer `antd`, so the app's own CSS wins over it whatever the order
 * in which the chunks' style sheets arrive; the entry's StyleProvider puts what antd still
 * injects at run time (its icon style) in the same layer.
 */

const VIRTUAL = 'virtual:antd-style/';
const BASE = 'base';
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
/** A style factory's call and its first argument: 'Button', or ['Button', 'compact'] for a sub-style. */
const STYLE_HOOK = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(\s*(?:'(\w+)'|\[\s*'(\w+)'\s*,\s*'([\w-]+)'\s*\])/g;
/** Styles the render does not produce with this theme: Pagination's bordered style is for `wireframe` themes only. */
const THEME_ONLY = new Set(['Pagination-bordered']);
const PANEL = '_InternalPanelDoNotUseOrYouWillBeFired';
/**
 * Styles the static first screen of index.html draws before any script (the app's loader is a
 * Spin): they go to the base file, which the entry loads, whichever chunk holds their hook.
 */
const FIRST_SCREEN = new Set(['Spin-Spin']);
/** The file a style's CSS goes to: the shared link and icon styles every component registers go to the base file. */
const fileOf = (name: string) => (name === 'Shared' || name === 'ant-design-icons' || FIRST_SCREEN.has(name) ? BASE : name);

type Antd = typeof AntdModule;
type AnyComponent = ReactModule.ComponentType<Record<string, unknown>>;
/** cssinjs's cache entry of a style: [css, id, keyframes and other effect styles, client only, order]. */
type StyleEntry = [string, string, Record<string, string> | undefined, boolean, number];

/** How each component is rendered so that all its styles register; the rest render bare. */
function renders(React: typeof ReactModule, antd: Antd): ReactModule.ReactNode[] {
  const h = React.createElement;
  const c = (component: unknown) => component as AnyComponent;
  const panel = (component: unknown) => h(c((component as Record<string, unknown>)[PANEL]));
  const special: Record<string, () => ReactModule.ReactNode> = {
    Affix: () => h(antd.Affix, null, h('div')),
    Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('div')),
    Menu: () => h(antd.Menu, { items: [] }),
    QRCode: () => h(antd.QRCode, { value: 'x' }),
    Tree: () => h(antd.Tree, { treeData: [] }),
    Layout: () => h(antd.Layout, null, h(antd.Layout.Sider)),
    Input: () => [antd.Input, antd.Input.Search, antd.Input.TextArea, antd.Input.OTP, antd.Input.Password].map((C, i) => h(c(C), { key: i })),
    Space: () => [h(antd.Space, { key: 0 }), h(antd.Space.Compact, { key: 1 }, h(antd.Button), h(antd.Input)), h(c(antd.Space.Addon), { key: 2 })],
    Tag: () => [undefined, 'green', 'success'].map((color, i) => h(antd.Tag, { key: i, color })),
    Form: () => [h(antd.Form, { key: 0 }, h(antd.Form.Item)), h(antd.Form.Item, { key: 1 })],
    Badge: () => [h(antd.Badge, { key: 0 }), h(antd.Badge.Ribbon, { key: 1 })],
    Cascader: () => [h(antd.Cascader, { key: 0 }), h(antd.Cascader.Panel, { key: 1 })],
    Modal: () => [h(c(antd.Modal[PANEL]), { key: 0 }), h(c(antd.Modal[PANEL]), { key: 1, type: 'confirm' })],
    notification: () => panel(antd.notification),
    message: () => panel(antd.message),
    Drawer: () => panel(antd.Drawer),
    Popconfirm: () => panel(antd.Popconfirm),
    Popover: () => panel(antd.Popover),
    Tooltip: () => panel(antd.Tooltip),
    Tour: () => panel(antd.Tour),
  };
  const skipped = new Set(['ConfigProvider', 'Grid']);
  return Object.entries(antd)
    .filter(([name]) => !skipped.has(name) && (special[name] || /^[A-Z]/.test(name)))
    .map(([name, component]) => h(React.Fragment, { key: name }, special[name] ? special[name]() : h(c(component))));
}

/** The CSS of every antd style, by the style's name ('Button-Button', 'Button-compact'), plus the base. */
function extract(root: string, theme: ThemeConfig): Map<string, string> {
  const require = createRequire(path.join(root, 'package.json'));
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServerModule;
  const antd = require('antd') as Antd;
  const fromAntd = createRequire(require.resolve('antd'));
  const { createCache, StyleProvider } = fromAntd('@ant-design/cssinjs') as typeof CssinjsModule;
  const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };

  const cache = createCache();
  const h = React.createElement;
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false, hashed: false } }, renders(React, antd))));

  const parts = new Map<string, { order: number; css: string }[]>();
  const add = (file: string, order: number, css: string) => parts.set(file, [...(parts.get(file) ?? []), { order, css }]);
  const effects = new Map<string, Set<string>>();
  const componentVars: [string, string][] = [];
  for (const [key, [, value]] of cache.cache) {
    // 'style%<hash>%<name>%<prefix>…', 'token%…' and 'cssVar%<component>%…'.
    const [type, second, name] = key.split('%');
    // The theme's and the components' CSS variables: antd sets them at run time too, but with
    // them here the page's static loader (index.html) is drawn in the theme before any script.
    const vars = (value as unknown[])[type === 'token' ? 3 : 1];
    if (type === 'token' && typeof vars === 'string') add(BASE, -Infinity, vars);
    if (type === 'cssVar' && second && typeof vars === 'string') componentVars.push([second, vars]);
    if (type !== 'style' || !name) continue;
    const [css, , effect, , order] = value as StyleEntry;
    const file = fileOf(name);
    add(file, order, css);
    // Keyframes, once per file.
    const seen = effects.get(file) ?? new Set<string>();
    for (const [effectKey, effectCss] of Object.entries(effect ?? {})) {
      if (seen.has(effectKey)) continue;
      seen.add(effectKey);
      add(file, order, effectCss);
    }
    effects.set(file, seen);
  }
  // A component's variables travel with its main style, e.g. Spin's with 'Spin-Spin'.
  for (const [component, css] of componentVars) {
    const main = `${component}-${component}`;
    if (parts.has(fileOf(main))) add(fileOf(main), -Infinity, css);
  }
  // @ant-design/icons' own style (.anticon, the spinning icon), which it no longer injects either.
  add(BASE, Infinity, iconStyles);

  const files = new Map<string, string>();
  for (const [file, list] of parts) {
    const css = list
      .sort((a, b) => a.order - b.order)
      .map((part) => part.css)
      .join('\n');
    files.set(file, `@layer antd {\n${css}\n}\n`);
  }
  return files;
}

export function antdStaticStyle(theme: ThemeConfig): Plugin {
  let root = process.cwd();
  let files: Map<string, string> | undefined;
  return {
    name: 'madrasah:antd-static-style',
    // The dev server pre-bundles antd, out of this plugin's reach: there antd builds its styles itself.
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: ANTD_ES },
      handler(code, id) {
        const imports: string[] = [];
        // ConfigProvider wraps every antd component: it brings the base styles.
        if (/[\\/]config-provider[\\/]index\.js$/.test(id)) imports.push(`import ${JSON.stringify(`${VIRTUAL}${BASE}.css`)};`);
        // The factory call is pure (it only builds the hook), so an unused hook, and with it
        // the name module and its CSS, leaves the bundle.
        const transformed = code.replace(STYLE_HOOK, (_, factory: string, single?: string, main?: string, sub?: string) => {
          const local = `__antdStyle${imports.length}`;
          const name = single ? `${single}-${single}` : `${main}-${sub}`;
          imports.push(`import { name as ${local} } from ${JSON.stringify(`${VIRTUAL}${name}.js`)};`);
          return `/*#__PURE__*/ ${factory}(${local}`;
        });
        if (imports.length === 0) return null;
        return { code: `${imports.join('\n')}\n${transformed}`, map: null };
      },
    },
    resolveId: {
      filter: { id: /^virtual:antd-style\// },
      handler(id) {
        return id;
      },
    },
    load: {
      filter: { id: /^virtual:antd-style\// },
      handler(id) {
        const [, name, ext] = /^virtual:antd-style\/(.+)\.(js|css)$/.exec(id) ?? [];
        if (ext === 'js') {
          // The style's name as an array, ['Button', 'Button'] for 'Button', which the factories
          // read alike: a string would be inlined into the hook, leaving this module and its
          // CSS unused.
          const cells = name!.split(/-(.*)/s).slice(0, 2);
          return {
            code: `import ${JSON.stringify(`${VIRTUAL}${name}.css`)};\nexport const name = ${JSON.stringify(cells)};\n`,
            moduleSideEffects: false,
          };
        }
        files ??= extract(root, theme);
        const css = files.get(name!);
        if (css !== undefined) return css;
        if (THEME_ONLY.has(name!) || FIRST_SCREEN.has(name!)) return '';
        this.error(`antd style ${name} did not register when rendering antd's components: add a render for it in vite-antd-style.ts`);
      },
    },
  };
}
