package dev.mcpj.skills;

import dev.mcpj.server.RequestContext;

/**
 * Where the skills a request sees come from: one catalog for everyone (the default), or one
 * chosen per request, for catalogs generated per user or per tenant.
 *
 * {@snippet :
 * Map<String, SkillCatalog> byTenant = ...;
 * SkillSource perTenant = ctx -> byTenant.getOrDefault(
 *         String.valueOf(ctx.attributes().get("tenant")), SkillCatalog.empty());
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
