package dev.mcpj.skills;

import dev.mcpj.server.RequestContext;

/**
 * Where the skills a request sees come from: one catalog for everyone (the default), or one
 * chosen per request, for catalogs generated per user or per tenant (here by the principal
 * the transport authenticated).
 *
 * {@snippet :
 * Map<String, SkillCatalog> byUser = Map.of("alice", SkillCatalog.empty());
 * SkillSource perUser = ctx -> ctx.attributes().get(AttributeKey.PRINCIPAL)
 *         .map(byUser::get)
 *         .orElse(SkillCatalog.empty());
 * }
 */
@FunctionalInterface
public interface SkillSource {

    /**
     * The catalog that serves a request.
     *
     * @param ctx the request
     * @return its catalog
     */
    SkillCatalog catalog(RequestContext ctx);
}
