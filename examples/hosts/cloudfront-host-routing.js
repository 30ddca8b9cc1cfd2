// Vitrine on S3 + CloudFront, many tenants on one distribution: a CloudFront Function
// (runtime cloudfront-js-2.0) on the viewer-request event of the default behaviour.
//
// Each site is deployed to the bucket under its own folder (vitrine deploy --site <s>
// --to s3://bucket/sites/<s>, the origin path being /sites), and every tenant's domain is an
// alternate domain name of the distribution. The function:
//   - rewrites /<path> to /<host>/<path>, the host being the request's Host header (lowercase,
//     port removed, checked to be a host name: anything else is answered 400);
//   - serves pages as the static hosts do: /sobre/ reads /<host>/sobre/index.html, and /sobre
//     (no extension, no trailing slash) answers 301 to /sobre/, keeping the query;
//   - answers the host files (/_headers, /_redirects, /builds/nginx/...) 404: they configure
//     other hosts and are not content.
// Cache headers come from the objects (vitrine deploy sets Cache-Control per path). Missing
// objects: give the distribution a custom error response for 403 and 404 with the path /404.html
// and response code 404; that request runs through this function too and reads /<host>/404.html,
// whose script sends old listing URLs on to their canonical URL.
//
// The Host header must reach the function: it does for viewer-request functions, whatever the
// origin request policy. Copy this file into the function's code as it is.

var HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
var FILE = /\/[^\/]*\.[A-Za-z0-9]{1,8}$/;
var FILE_FOLDERS = /^\/(assets|builds|search|media|storage|api)(\/|$)/;
var HOST_FILES = /^\/(_headers|_redirects|builds\/nginx\/.*)$/;

function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var value = querystring[name];
    var values = value.multiValue ? value.multiValue : [value];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function answer(statusCode, statusDescription, headers) {
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers || {} };
}

function handler(event) {
  var request = event.request;
  var hostHeader = request.headers.host ? request.headers.host.value : '';
  var host = hostHeader.toLowerCase().replace(/:\d+$/, '');
  if (!HOST.test(host)) return answer(400, 'Bad Request');
  var uri = request.uri;
  if (uri.indexOf('..') !== -1) return answer(400, 'Bad Request');
  if (HOST_FILES.test(uri)) return answer(404, 'Not Found');
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = '/' + host + uri + 'index.html';
  } else if (FILE.test(uri) || FILE_FOLDERS.test(uri)) {
    request.uri = '/' + host + uri;
  } else {
    return answer(301, 'Moved Permanently', {
      location: { value: uri + '/' + queryString(request.querystring) },
      'cache-control': { value: 'public, max-age=3600' },
    });
  }
  return request;
}

