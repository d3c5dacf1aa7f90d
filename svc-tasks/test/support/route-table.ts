import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { IS_PUBLIC } from '@milestone/nest-kit';

/** `Controller.method` of every route handler that needs no token (marked @Public()). */
export function publicRoutes(app: INestApplication): string[] {
  const reflector = app.get(Reflector);
  const found: string[] = [];
  let routes = 0;
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes += 1;
        if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller])) found.push(`${controller.name}.${name}`);
      }
    }
  }
  if (routes === 0) throw new Error('no routes found');
  return found.sort();
}
