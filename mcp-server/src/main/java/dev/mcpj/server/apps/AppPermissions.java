package dev.mcpj.server.apps;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The browser permissions an App asks for; the host may refuse them.
 *
 * {@snippet :
 * AppPermissions permissions = AppPermissions.of(AppPermissions.Permission.CLIPBOARD_WRITE);
 * }
 *
 * @param permissions what it asks for
 */
public record AppPermissions(Set<Permission> permissions) {
    /** A permission an App may ask for. */
    public enum Permission {
        /** The camera. */
        CAMERA("camera"),
        /** The microphone. */
        MICROPHONE("microphone"),
        /** The device's location. */
        GEOLOCATION("geolocation"),
        /** Writing to the clipboard. */
        CLIPBOARD_WRITE("clipboardWrite");

        private final String wire;

        Permission(String wire) {
            this.wire = wire;
        }

        /** {@return its name on the wire} */
        public String wire() {
            return wire;
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Copies the set. */
    public AppPermissions {
        permissions = permissions.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(permissions));
    }

    /**
     * The given permissions.
     *
     * @param permissions what the App asks for
     * @return the request
     */
    public static AppPermissions of(Permission... permissions) {
        return new AppPermissions(Set.of(permissions));
    }

    ObjectNode toJson() {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        EnumSet<Permission> ordered = permissions.isEmpty() ? EnumSet.noneOf(Permission.class) : EnumSet.copyOf(permissions);
        ordered.forEach(p -> json.putObject(p.wire()));
        return json;
    }
}
