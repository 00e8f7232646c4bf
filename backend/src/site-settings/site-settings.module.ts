import { Body, Controller, Get, Injectable, Module, OnModuleInit, Patch, Req } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ForEditors } from '../shared/http/access.decorators';
import { SITE_SETTINGS_ID, SiteSettingsPatchSchema, type SiteSettings } from '@dental/contracts';
import { DEFAULT_SITE_SETTINGS } from '../config/site-settings.defaults';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { forbidden } from '../shared/domain/domain-errors';
import { HttpCommands } from '../shared/http/http-commands';
import { parseBody } from '../shared/http/parse-body';
import { ApiRequest, RequestMetadata } from '../shared/http/request-context';
import { PublicAnswer } from '../site';
import { ForSiteSettings, SiteSettingsCommandHandler } from './commands/site-settings-commands';
import { SITE_SETTINGS_COLLECTION, SiteSettingsProjection } from './projections/site-settings.projection';

/** The settings an editor may change: what the /admin/content screen edits. */
const CONTENT_SETTINGS: ReadonlySet<string> = new Set(['hero', 'cityBanner']);
export const EDITORS_CHANGE_CONTENT_ONLY =
  "Editors change the home page's content (hero and city banner); the other site settings are an owner's.";
const onlyContent = (changes: Partial<SiteSettings>): boolean =>
  Object.keys(changes).every((key) => CONTENT_SETTINGS.has(key));

@Injectable()
export class SiteSettingsQueries {
  constructor(private readonly readStore: ReadStore) {}

  async current(): Promise<SiteSettings> {
    const stored = await this.readStore.get<Partial<SiteSettings>>(SITE_SETTINGS_COLLECTION, SITE_SETTINGS_ID);
    return { ...DEFAULT_SITE_SETTINGS, ...stored?.value };
  }
}

@Controller('api/site-settings')
export class SiteSettingsController {
  constructor(
    private readonly queries: SiteSettingsQueries,
    private readonly commands: HttpCommands,
    private readonly metadata: RequestMetadata,
  ) {}

  @PublicAnswer()
  @Get()
  get() {
    return this.queries.current();
  }

  /**
   * Owners change any subset of the settings; editors only the home page's content (the hero and
   * the city banner: the /admin/content screen). The public site shows the change on its next load.
   */
  @Patch()
  @ForEditors()
  async update(@Body() body: unknown, @Req() request: ApiRequest) {
    const changes = parseBody(SiteSettingsPatchSchema, body);
    if (request.adminRole !== 'owner' && !onlyContent(changes)) throw forbidden(EDITORS_CHANGE_CONTENT_ONLY);
    await this.commands.execute(
      new ForSiteSettings({ type: 'UpdateSiteSettings', changes }, this.metadata.of(request)),
    );
    return this.queries.current();
  }
}

/** The site's settings: decided in domain/, changed by commands/, projected in projections/, served here. */
@Module({
  imports: [CqrsModule],
  controllers: [SiteSettingsController],
  providers: [SiteSettingsCommandHandler, SiteSettingsProjection, SiteSettingsQueries],
  exports: [SiteSettingsQueries],
})
export class SiteSettingsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionEngine,
    private readonly projection: SiteSettingsProjection,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.projection);
  }
}
