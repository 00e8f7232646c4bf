import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import {
  CeProgressRequestSchema,
  CreateCeRuleSetRequestSchema,
  EditCeRuleSetRequestSchema,
  type CeProgress,
  type CeRuleSet,
} from '@dental/contracts';
import { ForEditors, PublicWrite } from '../../shared/http/access.decorators';
import { HttpCommands } from '../../shared/http/http-commands';
import { parseBody } from '../../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../../shared/http/request-context';
import { PublicAnswer } from '../../site';
import { ForCeRuleSet } from '../commands';
import { CeRequirementsQueries } from '../ce-requirements.queries';

/** Renewal requirements: rule sets anyone may read and plan with; owners and editors record and edit them. */
@Controller('api/ce-requirements')
export class CeRequirementsController {
  constructor(
    private readonly commands: HttpCommands,
    private readonly queries: CeRequirementsQueries,
    private readonly metadata: RequestMetadata,
  ) {}

  @PublicAnswer()
  @Get()
  list(): Promise<CeRuleSet[]> {
    return this.queries.list();
  }

  @PublicAnswer()
  @Get(':id')
  get(@Param('id') id: string): Promise<CeRuleSet> {
    return this.queries.get(id);
  }

  @Post()
  @ForEditors()
  async create(@Body() body: unknown, @Req() request: ApiRequest): Promise<CeRuleSet> {
    const fields = parseBody(CreateCeRuleSetRequestSchema, body);
    const { ruleSetId } = await this.commands.execute(
      new ForCeRuleSet({ type: 'CreateCeRuleSet', fields }, this.metadata.of(request)),
    );
    return this.queries.get(ruleSetId);
  }

  /** Some of the rule set's fields; `rules` and `sources` replace the set's whole lists. */
  @Patch(':id')
  @ForEditors()
  async edit(@Param('id') id: string, @Body() body: unknown, @Req() request: ApiRequest): Promise<CeRuleSet> {
    const changes = parseBody(EditCeRuleSetRequestSchema, body);
    await this.commands.execute(
      new ForCeRuleSet({ type: 'EditCeRuleSet', ruleSetId: id, changes }, this.metadata.of(request)),
    );
    return this.queries.get(id);
  }

  /** A read with a body (a plan can hold hundreds of sessions): nothing is written. */
  @Post(':id/progress')
  @HttpCode(200)
  @PublicWrite()
  progress(@Param('id') id: string, @Body() body: unknown): Promise<CeProgress> {
    const { items } = parseBody(CeProgressRequestSchema, body);
    return this.queries.progress(id, items);
  }
}
