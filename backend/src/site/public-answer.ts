import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { markPublicAnswer } from './public-read-path';

const PUBLIC_ANSWER = 'dental:publicAnswer';

/**
 * Marks a GET handler whose anonymous answer depends only on its URL and the read models, so the
 * public read path keeps it (site/public-read-path.ts). Admin answers are never kept.
 */
export const PublicAnswer = () => SetMetadata(PUBLIC_ANSWER, true);

@Injectable()
export class PublicAnswerInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get<boolean>(PUBLIC_ANSWER, context.getHandler()))
      markPublicAnswer(context.switchToHttp().getRequest());
    return next.handle();
  }
}
