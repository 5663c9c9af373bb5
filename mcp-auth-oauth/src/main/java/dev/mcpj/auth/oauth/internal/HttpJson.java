package dev.mcpj.auth.oauth.internal;

import com.nimbusds.jose.util.JSONObjectUtils;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.Duration;
import java.util.Map;

/** Fetches JSON documents from an authorization server, with a timeout and a size limit. */
public final class HttpJson {
    /** The largest document accepted; metadata, key sets and introspection answers are small. */
    static final int MAX_BYTES = 256 * 1024;

    private final HttpClient http;
    private final Duration timeout;

    public HttpJson(Duration timeout) {
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** A JSON object answered with {@code status}; {@code body} is {@code null} unless it was one. */
    public record Answer(int status, Map<String, Object> body) {
    }

    public Answer get(URI uri) throws IOException {
        return send(HttpRequest.newBuilder(uri).GET());
    }

    public Answer postForm(URI uri, String form, String authorization) throws IOException {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return send(b);
    }

    private Answer send(HttpRequest.Builder request) throws IOException {
        HttpRequest built = request.timeout(timeout).header("Accept", "application/json").build();
        HttpResponse<byte[]> response;
        try {
            response = http.send(built, HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while asking " + built.uri(), e);
        } catch (IOException e) {
            throw new IOException("Could not reach " + built.uri() + ": " + e, e);
        }
        byte[] bytes = response.body();
        if (bytes.length > MAX_BYTES) {
            throw new IOException("The answer of " + built.uri() + " is larger than " + MAX_BYTES + " bytes");
        }
        Map<String, Object> json = null;
        if (response.statusCode() == 200) {
            try {
                json = JSONObjectUtils.parse(new String(bytes, StandardCharsets.UTF_8));
            } catch (ParseException e) {
                throw new IOException("The answer of " + built.uri() + " is not a JSON object");
            }
        }
        return new Answer(response.statusCode(), json);
    }
}
