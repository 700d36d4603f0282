// A remote's page run alone (`npm start -w <remote>`): its container takes the federation runtime
// from the page, as it does from the shell in the product (webpack.common.js, externalRuntime).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
