import { ConsoleLogger } from '@nestjs/common';

/** Nest's own start-up lines (every module and route) drown what an operator needs to read. */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export class QuietNestLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && FRAMEWORK_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
