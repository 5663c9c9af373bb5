package dev.mcpj.multinode;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The programs a test class starts, which the build cannot install itself. Where one is missing,
 * the class is reported skipped, with a reason naming it and the command that installs it; in CI
 * ({@code CI=true}) it fails instead, so that a CI machine without them cannot pass by running
 * nothing. See {@link InstalledPrograms}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Documented
@ExtendWith(InstalledPrograms.class)
public @interface Needs {
    /** HAProxy, the load balancer in front of the nodes (Debian package {@code haproxy}). */
    String HAPROXY = "haproxy";
    /** Redis, the store the nodes share (Debian package {@code redis-server}). */
    String REDIS = "redis-server";

    /** {@return the programs' names, each also the name of the Debian package that installs it} */
    String[] value();
}
