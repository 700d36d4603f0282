import type { ComponentType } from 'react';
import type { ExposedModules } from 'remote-types';

/**
 * The seam between the shell and the remotes, checked by `tsc` (issue 28, item 1). The shell
 * renders every exposed module's default export as `<Remote />`, with no props (RemoteModule.tsx),
 * and awaits its optional `ready` (remote-loader.ts). `remote-types` holds each exposed module's
 * declaration, generated from the remote's source (`npm run remote-types`; `npm run typecheck`
 * refuses a stale one). A module that stops fitting — a required prop, no component, a `ready`
 * that is not a promise — is named in the error on `everyExposedModuleFits` below.
 */
type PropsOf<Module> = Module extends { default: ComponentType<infer Props> } ? Props : never;

/** `<Remote />` with no props compiles against the module. */
type RendersWithoutProps<Module> = [PropsOf<Module>] extends [never] ? false : Record<never, never> extends PropsOf<Module> ? true : false;

/** `ready`, if exported, is something the loader can await. */
type ReadyIsAwaitable<Module> = Module extends { ready: infer Ready } ? ([Ready] extends [PromiseLike<unknown> | undefined] ? true : false) : true;

type Fits<Module> = RendersWithoutProps<Module> extends true ? ReadyIsAwaitable<Module> : false;

/** The exposed modules the shell could not render as it does: their names, or never. */
export type ModulesThatBreakTheShell = { [Key in keyof ExposedModules]: Fits<ExposedModules[Key]> extends true ? never : Key }[keyof ExposedModules];

/** Fails to compile, naming each module, when one does not fit. */
export const everyExposedModuleFits: [ModulesThatBreakTheShell] extends [never]
  ? true
  : { 'these exposed modules no longer fit the shell': ModulesThatBreakTheShell } = true;
